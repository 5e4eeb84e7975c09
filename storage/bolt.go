// Package storage keeps events in files: one bbolt file per event.
//
// The bucket tree of an event file:
//
//	meta/
//	    app            "taikai": tells an event file from any other bbolt file
//	    schema_version decimal; see migrations
//	event/
//	    event          JSON tournament.Event
//	participants/
//	    <id, 8-byte big-endian>  JSON tournament.Participant
//	audit/
//	    <seq, 8-byte big-endian> JSON tournament.AuditEntry (append-only)
//	rounds/
//	    <number, 8-byte big-endian> JSON tournament.Round (games and results) of the event's first section;
//	    <section key> 0x00 <number, 8-byte big-endian> one of another section (keys.go; schema 7)
//	stages/
//	    <key, 8-byte big-endian> JSON record of a section's discipline (four-player shogi: a stage, its tables and games),
//	    keyed by section as the rounds are
//	reports/       (made by the first phone report: a file without it has none)
//	    <seq, 8-byte big-endian> JSON tournament.PhoneReport (append-only; not in snapshots, so undo leaves it alone)
//
// The event record holds the sections (schema 5): the first section's game
// and settings in the event's own fields, as a file of one competition
// kept them before sections; participants and reports name their section.
//
// Every change is one bbolt Update transaction: bbolt writes it with fsync
// and a new meta page, so a crash or a power cut keeps the file as it was
// before the transaction or as it is after, never between. An undo or a
// redo is one such transaction too (Restore): it rewrites the values of
// event, participants, rounds and stages that differ from the state it
// restores and deletes the others; the audit log only grows.
//
// Beside the file, a private folder FILE-snapshots/ holds whole copies of
// the event (snapshots.go: after a round is paired or complete, before a
// migration or a restore) and the note of the last change that tells a
// file that opened without it (integrity.go). A damaged file never makes
// this package panic: it is an ErrDamagedFile problem naming the latest
// good snapshot. Files are created in one step (a temporary file synced,
// then renamed) and readable by their owner only.
package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"runtime/debug"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	bolt "go.etcd.io/bbolt"
	berrors "go.etcd.io/bbolt/errors"

	"taikai/tournament"
)

// LockTimeout is how long Open waits for a file another process holds
// before it gives up with tournament.ErrFileLocked.
const LockTimeout = time.Second

var (
	bucketMeta         = []byte("meta")
	bucketEvent        = []byte("event")
	bucketParticipants = []byte("participants")
	bucketAudit        = []byte("audit")
	bucketRounds       = []byte("rounds")
	bucketStages       = []byte("stages")
	bucketReports      = []byte("reports")
	keyApp             = []byte("app")
	keyVersion         = []byte("schema_version")
	keyEvent           = []byte("event")
	appName            = []byte("taikai")
	allBuckets         = [][]byte{bucketMeta, bucketEvent, bucketParticipants, bucketAudit, bucketRounds, bucketStages}
)

// Bolt is an event file; it implements tournament.Store and
// tournament.Snapshotter.
type Bolt struct {
	db    *bolt.DB
	path  string
	cache *decodeCache
	// file is the file bbolt opened, whose lock a broken Bolt releases
	// itself (release.go).
	file *os.File
	// st is whether the file is in use, broken, released (release.go).
	st state
	// writing runs writes one at a time (release.go).
	writing sync.Mutex
	// readOnly is set by OpenReadOnly: every Update is refused.
	readOnly bool
	// trusted is set when the file opened as a clean close left it: it
	// was not checked whole (cleanclose.go).
	trusted bool
	// checked is set once the file opened (or was made): its clean close
	// leaves the mark that spares the next open the whole check.
	checked bool
	// checkOnly is set when the file is opened to be checked only (a
	// snapshot): an older schema is no refusal.
	checkOnly bool
	// version is the file's schema: its values are sealed from
	// sealedSince on (seal.go).
	version int
	// notices are what the arbiter must be told about the file as it
	// opened (a change missing from it).
	notices []tournament.Text
	// quiet is set while the file is being created under a temporary
	// name: no snapshot, no note of its changes.
	quiet bool
	// committed is the id of the last transaction committed, once read
	// or written (0: not known); Version answers from it (version.go).
	committed atomic.Uint64
	// unusable is set as the file breaks or closes: Version then asks
	// the file (and gets the refusal).
	unusable atomic.Bool
	// writes counts the writes begun and ended: odd while one runs.
	writes atomic.Uint64
}

// Create makes a new event file at path holding nothing but the schema; it
// refuses to overwrite an existing file. The file is made in one step
// (see CreateWith).
func Create(path string) (*Bolt, error) {
	if err := CreateWith(path, func(tournament.Store) error { return nil }); err != nil {
		return nil, err
	}
	return Open(path)
}

// createAt makes the bbolt file at path, which must not exist, with the
// schema.
func createAt(path string) (*Bolt, error) {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|os.O_EXCL, filePerm)
	if errors.Is(err, fs.ErrExist) {
		return nil, existsProblem(path)
	}
	if err != nil {
		return nil, fmt.Errorf("creating %s: %w", path, err)
	}
	f.Close()
	db, file, err := openDB(path, false)
	if err != nil {
		os.Remove(path)
		return nil, err
	}
	err = db.Update(func(tx *bolt.Tx) error {
		for _, b := range allBuckets {
			if _, err := tx.CreateBucketIfNotExists(b); err != nil {
				return err
			}
		}
		meta := tx.Bucket(bucketMeta)
		if err := meta.Put(keyApp, appName); err != nil {
			return err
		}
		if err := meta.Put(keyVersion, []byte(strconv.Itoa(SchemaVersion))); err != nil {
			return err
		}
		if err := meta.Put(keySeal, metaSeal(SchemaVersion)); err != nil {
			return err
		}
		return sealAll(tx) // the counts of the empty buckets
	})
	if err != nil {
		db.Close()
		os.Remove(path)
		return nil, fmt.Errorf("initialising %s: %w", path, err)
	}
	return &Bolt{db: db, file: file, path: path, cache: newDecodeCache(), version: SchemaVersion, checked: true}, nil
}

// Open opens an existing event file to read and change it, migrating an
// older schema (after a backup copy and a snapshot). A file another process
// holds fails within LockTimeout with tournament.ErrFileLocked; a file that
// cannot be written with tournament.ErrReadOnlyFile (OpenReadOnly opens
// it); a damaged file with a *DamagedError (tournament.ErrDamagedFile).
// Nothing a file holds makes Open panic. Notices says what the arbiter must
// be told about a file that opened.
func Open(path string) (*Bolt, error) {
	for try := 0; ; try++ {
		b, err := openFile(path, openWrite)
		if !errors.Is(err, errReplaced) || try == 3 {
			return b, err
		}
	}
}

// OpenReadOnly opens an existing event file to read it only (a locked USB
// stick, a copy from a mail): other readers may hold it too, nothing is
// written to it, and every Update is refused with
// tournament.ErrReadOnlyFile. A file of an older schema is refused (it
// needs upgrading, which writes).
func OpenReadOnly(path string) (*Bolt, error) { return openFile(path, openRead) }

// errReplaced: the file was replaced (a restore) while Open waited for it.
var errReplaced = errors.New("replaced while opening")

// openMode is how openFile opens a file.
type openMode int

const (
	openWrite openMode = iota // to read and change it (Open)
	openRead                  // to read it only (OpenReadOnly)
	// openCheck reads it only, to check it whole: a snapshot, which may
	// be of an older schema (upgraded when it is put back and opened).
	openCheck
)

func openFile(path string, mode openMode) (*Bolt, error) {
	readOnly := mode != openWrite
	info, err := os.Stat(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, tournament.NewProblem(tournament.ErrNotFound, "no event file %s", "大会ファイル %s がありません", path)
		}
		return nil, fmt.Errorf("opening %s: %w", path, err)
	}
	if !info.Mode().IsRegular() {
		// A folder, a pipe, a device: opening a pipe would wait for a
		// writer forever.
		return nil, notRegular(path)
	}
	if info.Size() == 0 {
		// bbolt would make an empty file a new database: not this one.
		_, err := readHead(path)
		return nil, err
	}
	if !readOnly && info.Mode().Perm()&0o222 == 0 {
		return nil, notWritable(path)
	}
	// The header pages first, before bbolt maps the file: a damaged file
	// is told (unless someone holds it: then it is theirs, being written).
	// A file as a clean close left it needs no walk of its pages.
	trusted := mode != openCheck && closedCleanly(path, 0)
	if _, err := readHeadWith(path, !trusted); err != nil {
		if lerr := probeLock(path); lerr != nil {
			return nil, lerr
		}
		return nil, err
	}
	db, file, err := openDB(path, readOnly)
	if err != nil {
		return nil, err
	}
	b := &Bolt{db: db, file: file, path: path, cache: newDecodeCache(), readOnly: readOnly, checkOnly: mode == openCheck, trusted: trusted}
	// A restore may have replaced the file while this waited for it.
	if now, err := os.Stat(path); err == nil && file != nil {
		if held, err := file.Stat(); err == nil && !os.SameFile(now, held) {
			b.Close()
			return nil, errReplaced
		}
	}
	if err := b.checkOpened(); err != nil {
		b.Close()
		return nil, err
	}
	b.checked = true
	return b, nil
}

// checkOpened checks the file just opened: its header pages and size, that
// it is an event file of a schema this Taikai knows, that every record
// reads (verify); then upgrades an older schema and notes what the arbiter
// must be told.
func (b *Bolt) checkOpened() error {
	head, err := readHeadWith(b.path, !b.trusted)
	if err != nil {
		return err
	}
	// Held now: still as the clean close left it, at the transaction the
	// headers say?
	if b.trusted && !closedCleanly(b.path, head.txid()) {
		b.trusted = false
		if head, err = readHead(b.path); err != nil {
			return err
		}
	}
	version, err := b.schema()
	if err != nil {
		return err
	}
	b.version = version
	var what *tournament.Text
	var notice *tournament.Text
	err = b.view(func(tx *bolt.Tx) error {
		// With a header page damaged, the tree was walked from the
		// other one (readHead), and bbolt's check would stop at the
		// damaged page.
		if !b.trusted {
			what = verify(tx, b.cache, !b.readOnly && head.bothMetas(), b.sealed())
		}
		if what == nil {
			notice = lostChange(b.path, head, tx)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if what != nil {
		return damaged(b.path, *what)
	}
	if notice != nil {
		b.notices = append(b.notices, *notice)
	}
	if version < SchemaVersion && b.readOnly && !b.checkOnly {
		return tournament.NewProblem(tournament.ErrReadOnlyFile,
			"%s was written by an older Taikai and must be upgraded, which needs a file that can be written: copy it to a writable folder and open the copy",
			"%s は古い版の Taikai で作られているため更新が必要ですが、書き込めないファイルです。書き込めるフォルダにコピーしてから開いてください", b.path)
	}
	if version < SchemaVersion && !b.readOnly {
		return b.migrate(version)
	}
	return nil
}

func openDB(path string, readOnly bool) (*bolt.DB, *os.File, error) {
	var file *os.File
	opts := &bolt.Options{Timeout: LockTimeout, ReadOnly: readOnly, OpenFile: func(name string, flag int, perm os.FileMode) (*os.File, error) {
		f, err := os.OpenFile(name, flag, perm)
		file = f
		return f, err
	}}
	var db *bolt.DB
	err := guard(func() error {
		var err error
		db, err = bolt.Open(path, filePerm, opts)
		return err
	}, func(any) bool { return true }, func(r any) error {
		// bbolt gave up half-way: let go of the file.
		if file != nil {
			file.Close()
		}
		return damaged(path, pageDamage(partStructure, r))
	})
	switch {
	case err == nil:
		return db, file, nil
	case errors.Is(err, tournament.ErrDamagedFile):
		return nil, nil, err
	case errors.Is(err, berrors.ErrTimeout):
		return nil, nil, tournament.NewProblem(tournament.ErrFileLocked,
			"%s is already open in another window (or another taikai command); close it there first",
			"%s はすでに別のウィンドウ（または別の taikai コマンド）で開かれています。そちらを閉じてから開いてください", path)
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS):
		return nil, nil, notWritable(path)
	case errors.Is(err, berrors.ErrInvalid), errors.Is(err, berrors.ErrVersionMismatch), errors.Is(err, berrors.ErrChecksum):
		return nil, nil, notEventFile(path)
	default:
		return nil, nil, fmt.Errorf("opening %s: %w", path, err)
	}
}

// probeLock reports tournament.ErrFileLocked when another process holds the
// file at path open to write it. It opens the file read-only (bbolt takes
// the shared lock first, then reads no more than the header pages, so a
// damaged file cannot make it panic).
func probeLock(path string) error {
	if info, err := os.Stat(path); err != nil || !info.Mode().IsRegular() {
		return nil // nothing to hold (and a pipe would not open)
	}
	db, _, err := openDB(path, true)
	if errors.Is(err, tournament.ErrFileLocked) {
		return err
	}
	if db != nil {
		db.Close()
	}
	return nil
}

func notEventFile(path string) error {
	return tournament.NewProblem(tournament.ErrNotEventFile, "%s is not a Taikai event file", "%s は Taikai の大会ファイルではありません", path)
}

// notRegular is the refusal of a path that is not a file: a folder, a
// pipe (FIFO), a device, a socket.
func notRegular(path string) error {
	return tournament.NewProblem(tournament.ErrNotEventFile,
		"%s is not a Taikai event file (it is not a file but a folder, a pipe or a device)",
		"%s は Taikai の大会ファイルではありません（ファイルではなく、フォルダ、パイプ、デバイスなどです）", path)
}

// notWritable is Open's refusal of a file it cannot write.
func notWritable(path string) error {
	return tournament.NewProblem(tournament.ErrReadOnlyFile,
		"%s cannot be written (a locked USB stick, a read-only copy): it can only be opened read-only. To change the event, unlock the stick or copy the file to a writable folder",
		"%s には書き込めません（ロックされた USB メモリ、読み取り専用のコピーなど）。読み取り専用でしか開けません。変更するには、USB メモリのロックを外すか、書き込めるフォルダにコピーしてください", path)
}

// readOnlyProblem is the refusal of a change to a file opened read-only.
func readOnlyProblem(path string) error {
	return tournament.NewProblem(tournament.ErrReadOnlyFile,
		"%s is open read-only (the file cannot be written: a locked USB stick, a read-only copy): nothing was changed. To change the event, unlock the stick or copy the file to a writable folder",
		"%s は読み取り専用で開いています（書き込めないファイルです：ロックされた USB メモリ、読み取り専用のコピーなど）。何も変更していません。変更するには、USB メモリのロックを外すか、書き込めるフォルダにコピーしてください", path)
}

// Path returns the file's path.
func (b *Bolt) Path() string { return b.path }

// ReadOnly reports whether the file was opened read-only (OpenReadOnly).
func (b *Bolt) ReadOnly() bool { return b.readOnly }

// Notices returns what the arbiter must be told about the file as it
// opened: a change that is missing from it.
func (b *Bolt) Notices() []tournament.Text { return b.notices }

// guarded runs fn, a use of the open file, so that a damaged page or a
// file that vanished (a USB stick pulled out) is an ErrDamagedFile error,
// not a crash. A panic that is not the file's fault goes on.
func (b *Bolt) guarded(fn func() error) error {
	return guard(fn, func(r any) bool {
		return isFault(r) || b.damage() != nil
	}, func(r any) error {
		if d := b.damage(); d != nil {
			return damaged(b.path, *d)
		}
		return damaged(b.path, pageDamage(partStructure, r))
	})
}

// damage reads the whole file again and returns what is damaged, or nil.
func (b *Bolt) damage() (what *tournament.Text) {
	if _, err := readHead(b.path); err != nil {
		var d *DamagedError
		if errors.As(err, &d) {
			return &d.What
		}
	}
	func() {
		defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
		defer func() {
			if r := recover(); r != nil {
				t := pageDamage(partStructure, r)
				what = &t
			}
		}()
		b.db.View(func(tx *bolt.Tx) error { what = verify(tx, newDecodeCache(), false, b.sealed()); return nil })
	}()
	return what
}

// sealed is whether the file's values are sealed (seal.go).
func (b *Bolt) sealed() bool { return b.version >= sealedSince }

// View runs fn in a read-only transaction.
func (b *Bolt) View(fn func(tournament.Reader) error) error {
	return b.view(func(tx *bolt.Tx) error { return fn(boltTx{tx: tx, cache: b.cache, sealed: b.sealed()}) })
}

// testHookPut, when set by a test, runs after each record written; the
// crash test slows a transaction with it to kill the process inside one.
var testHookPut func()

// Update runs fn in one read-write transaction: all of it or nothing.
// After the change is on disk, a note of it is left in the snapshot folder
// (see lostChange).
func (b *Bolt) Update(fn func(tournament.Writer) error) error {
	if b.readOnly {
		return readOnlyProblem(b.path)
	}
	var note *lastChange
	err := b.update(func(tx *bolt.Tx) error {
		// Every bucket is there (a migration adds those of a later
		// schema): a file that lost one is damaged, and no change is
		// written into it.
		for _, name := range allBuckets {
			if tx.Bucket(name) == nil {
				return missingBucket()
			}
		}
		t := boltTx{tx: tx, cache: b.cache, sealed: true, sums: &sums{}}
		if err := fn(t); err != nil {
			return err
		}
		if err := t.sums.flush(tx); err != nil {
			return err
		}
		if !b.quiet {
			note = noteOf(tx)
		}
		return nil
	})
	if err == nil && note != nil {
		writeNote(b.path, note)
	}
	return err
}

// CreateWith creates a new event file at path and fills it with fill, in
// one step: the file is made under a temporary name beside path, filled,
// synced, and only then given its name (which must be free), and the
// folder is synced. A refused or interrupted creation (fill fails, the
// process is killed) leaves no file at path, so the same name can be
// created again at once.
func CreateWith(path string, fill func(tournament.Store) error) error {
	if _, err := os.Lstat(path); err == nil {
		return existsProblem(path)
	}
	f, err := tempFor(path, ".creating", true)
	if err != nil {
		return fmt.Errorf("creating %s: %w", path, err)
	}
	tmp := f.Name()
	f.Close()
	os.Remove(tmp)
	b, err := createAt(tmp)
	if err != nil {
		return err
	}
	b.path, b.quiet = path, true
	err = fill(b)
	var note *lastChange
	if err == nil {
		b.view(func(tx *bolt.Tx) error { note = noteOf(tx); return nil })
	}
	if cerr := b.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = syncFile(tmp)
	}
	if err != nil {
		os.Remove(tmp)
		return err
	}
	if err := placeNew(tmp, path); err != nil {
		os.Remove(tmp)
		if errors.Is(err, errTaken) {
			return existsProblem(path)
		}
		return fmt.Errorf("creating %s: %w", path, err)
	}
	writeNote(path, note)
	return nil
}
