package storage

import (
	"bytes"
	"fmt"
	"io"
	"strconv"

	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// SchemaVersion is the version of the bucket layout this Taikai writes.
// Raise it with a migration whenever the layout or a record's meaning changes.
var SchemaVersion = 7

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
	// Schema 4 seals every value and counts every bucket (seal.go).
	3: sealAll,
	// Schema 5 is the event of sections (tournament.Section): rounds and
	// stages numbered from k×1,000,000 are section k's, participants
	// and reports carry their section. A file of schema 4 is already an
	// event of one section, read unchanged (its rounds are section 0's):
	// nothing is rewritten, and a Taikai of schema 4 refuses the files of
	// several sections it would misread.
	4: func(*bolt.Tx) error { return nil },
	// Schema 6 keeps each game's own fields in its record (Game.Extra,
	// Participant.Extra: Othello's hidden disc, Go's and Pair Go's
	// handicap, Pair Go's rotation errors and pair points), which the
	// shared game and participant held before (migrate_extra.go).
	5: moveGameFields,
	// Schema 7 keeps the rounds and stages of each section after the
	// first under the section's key, numbered from 1, not from
	// k×1,000,000 (migrate_sections.go); a Taikai of schema 6 refuses the
	// files it would misread.
	6: keySectionsByKey,
}

// schema tells an event file from any other bbolt file and returns its
// schema version; a file from a newer Taikai is refused.
func (b *Bolt) schema() (int, error) {
	var version int
	err := b.view(func(tx *bolt.Tx) error {
		// A file with the buckets of an event is one, whatever its header
		// record says: a damaged one.
		ours := tx.Bucket(bucketEvent) != nil && tx.Bucket(bucketParticipants) != nil && tx.Bucket(bucketAudit) != nil
		meta := tx.Bucket(bucketMeta)
		if meta == nil || string(meta.Get(keyApp)) != string(appName) {
			if ours {
				return damageErr(sealDamage(partMeta, "%s no longer names Taikai", "%sに Taikai の名前がありません"))
			}
			return notEventFile(b.path)
		}
		v, err := strconv.Atoi(string(meta.Get(keyVersion)))
		if err != nil || v < 1 {
			return damageErr(sealDamage(partMeta, "the schema version in %s no longer reads", "%sのスキーマの版が読めません"))
		}
		// The schema of a sealed file is sealed: a flipped bit never
		// passes for an older or a newer Taikai.
		if seal := meta.Get(keySeal); (v >= sealedSince || seal != nil) && !bytes.Equal(seal, metaSeal(v)) {
			return damageErr(sealDamage(partMeta, "the schema version in %s no longer matches its checksum", "%sのスキーマの版がチェックサムと一致しません"))
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
	err := b.update(func(tx *bolt.Tx) error {
		for v := version; v < SchemaVersion; v++ {
			m, ok := migrations[v]
			if !ok {
				return fmt.Errorf("no migration from schema %d", v)
			}
			if err := m(tx); err != nil {
				return fmt.Errorf("migrating schema %d→%d: %w", v, v+1, err)
			}
		}
		meta := tx.Bucket(bucketMeta)
		if err := meta.Put(keyVersion, []byte(strconv.Itoa(SchemaVersion))); err != nil {
			return err
		}
		if SchemaVersion < sealedSince {
			return nil
		}
		return meta.Put(keySeal, metaSeal(SchemaVersion))
	})
	if err == nil {
		b.version = SchemaVersion
	}
	return err
}
