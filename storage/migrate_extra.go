package storage

import (
	"encoding/json"
	"fmt"

	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// moveGameFields is the migration to schema 6: every round's games and
// every participant written with the fields a game kept in the shared
// records ("hidden_disc", "handicap", "rotation_errors"; "pair_point")
// have them moved into the game's own record ("extra"), as the game writes
// it (tournament.LegacyGameKeys): the same keys and values, without asking
// which game it is. Each record rewritten is written as this Taikai writes
// a round or a participant, sealed, with its bucket's count. The values
// are sealed (schema 4 on: every older file was sealed by the migrations
// before this one).
func moveGameFields(tx *bolt.Tx) error {
	t := boltTx{tx: tx, sealed: true, sums: &sums{}}
	if err := rewrite(t, bucketRounds, tournament.UpgradeLegacyRound, func(data []byte) (any, error) {
		var r tournament.Round
		err := json.Unmarshal(data, &r)
		return r, err
	}); err != nil {
		return err
	}
	if err := rewrite(t, bucketParticipants, tournament.UpgradeLegacyParticipant, func(data []byte) (any, error) {
		var p tournament.Participant
		err := json.Unmarshal(data, &p)
		return p, err
	}); err != nil {
		return err
	}
	return t.sums.flush(tx)
}

// rewrite upgrades every value of bucket name that upgrade changes, and
// stores it as decode reads it, re-encoded: the record as this Taikai
// writes it.
func rewrite(t boltTx, name []byte, upgrade func([]byte) ([]byte, bool, error), decode func([]byte) (any, error)) error {
	b := t.tx.Bucket(name)
	if b == nil {
		return nil
	}
	type kv struct{ k, v []byte }
	var changed []kv
	err := t.each(name, b, func(k, data []byte) error {
		up, ok, err := upgrade(data)
		if err != nil {
			return fmt.Errorf("%s record %d: %w", name, btoi(k), err)
		}
		if !ok {
			return nil
		}
		v, err := decode(up)
		if err != nil {
			return fmt.Errorf("%s record %d: %w", name, btoi(k), err)
		}
		out, err := json.Marshal(v)
		if err != nil {
			return err
		}
		changed = append(changed, kv{append([]byte(nil), k...), out})
		return nil
	})
	if err != nil {
		return err
	}
	for _, c := range changed {
		if err := t.put(name, c.k, c.v); err != nil {
			return err
		}
	}
	return nil
}
