package storage

import (
	"fmt"
	"io"
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

// schema tells an event file from any other bbolt file and returns its
// schema version; a file from a newer Taikai is refused.
func (b *Bolt) schema() (int, error) {
	var version int
	err := b.view(func(tx *bolt.Tx) error {
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
		return 0, err
	}
	if version > SchemaVersion {
		return 0, tournament.NewProblem(tournament.ErrNewerFile,
			"%s was written by a newer Taikai (schema %d; this one knows %d): update Taikai to open it",
			"%s は新しい版の Taikai で作られています（スキーマ %d、この版は %d まで）。Taikai を更新してください",
			b.path, version, SchemaVersion)
	}
	return version, nil
}

// migrate upgrades the file from schema version: first a backup copy
// (FILE.schemaN.bak, or FILE.schemaN.1.bak … when an older backup has that
// name: none is overwritten), private and synced with its folder, and a
// snapshot; then every migration, all in one transaction.
func (b *Bolt) migrate(version int) error {
	copyTo := func(w io.Writer) error {
		return b.view(func(tx *bolt.Tx) error { _, err := tx.WriteTo(w); return err })
	}
	if _, err := numbered(fmt.Sprintf("%s.schema%d", b.path, version), ".bak", copyTo); err != nil {
		return fmt.Errorf("backing up before migration: %w", err)
	}
	if _, err := b.snapshot(fmt.Sprintf("before-migration-schema%d", version)); err != nil {
		return fmt.Errorf("snapshot before migration: %w", err)
	}
	return b.update(func(tx *bolt.Tx) error {
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
