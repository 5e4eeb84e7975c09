package storage

import (
	"fmt"
	"strconv"

	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// SchemaVersion is the version of the bucket layout this Taikai writes.
// Raise it with a migration whenever the layout or a record's meaning changes.
var SchemaVersion = 3

// migrations[v] upgrades a file from schema v to v+1 inside the transaction
// it is given. Each is run once, in order, after a backup copy of the file.
var migrations = map[int]func(tx *bolt.Tx) error{
	// Schema 2 adds the rounds bucket (pairings and results).
	1: func(tx *bolt.Tx) error {
		_, err := tx.CreateBucketIfNotExists(bucketRounds)
		return err
	},
	// Schema 3 adds the stages bucket (four-player shogi tables).
	2: func(tx *bolt.Tx) error {
		_, err := tx.CreateBucketIfNotExists(bucketStages)
		return err
	},
}

// checkAndMigrate tells an event file from any other bbolt file, refuses a
// file from a newer Taikai, and upgrades an older one: first a backup copy
// (FILE.schemaN.bak) written from the same transaction, then every
// migration, all in one transaction.
func (b *Bolt) checkAndMigrate() error {
	var version int
	err := b.db.View(func(tx *bolt.Tx) error {
		meta := tx.Bucket(bucketMeta)
		if meta == nil || string(meta.Get(keyApp)) != string(appName) {
			return notEventFile(b.path)
		}
		v, err := strconv.Atoi(string(meta.Get(keyVersion)))
		if err != nil {
			return notEventFile(b.path)
		}
		version = v
		return nil
	})
	if err != nil {
		return err
	}
	if version > SchemaVersion {
		return tournament.NewProblem(tournament.ErrNewerFile,
			"%s was written by a newer Taikai (schema %d; this one knows %d): update Taikai to open it",
			"%s は新しい版の Taikai で作られています（スキーマ %d、この版は %d まで）。Taikai を更新してください",
			b.path, version, SchemaVersion)
	}
	if version == SchemaVersion {
		return nil
	}
	return b.db.Update(func(tx *bolt.Tx) error {
		backup := fmt.Sprintf("%s.schema%d.bak", b.path, version)
		if err := tx.CopyFile(backup, 0o644); err != nil {
			return fmt.Errorf("backing up before migration: %w", err)
		}
		for v := version; v < SchemaVersion; v++ {
			m, ok := migrations[v]
			if !ok {
				return fmt.Errorf("no migration from schema %d", v)
			}
			if err := m(tx); err != nil {
				return fmt.Errorf("migrating schema %d→%d: %w", v, v+1, err)
			}
		}
		return tx.Bucket(bucketMeta).Put(keyVersion, []byte(strconv.Itoa(SchemaVersion)))
	})
}
