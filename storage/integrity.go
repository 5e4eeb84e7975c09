package storage

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	bolt "go.etcd.io/bbolt"

	"taikai/tournament"
)

// This file keeps a damaged event file from crashing Taikai and tells the
// arbiter what is damaged and which snapshot can replace it.
//
// Before bbolt opens a file, its two header (meta) pages are read here: a
// file cut short (the end of a copy to a USB stick missing) would make
// bbolt read past the end of the file, which is a crash no recover can
// catch. Then every bbolt call runs under guard: a panic of bbolt on a
// damaged page, or a memory fault on a file that vanished under it (a USB
// stick pulled out), becomes an ErrDamagedFile problem. On opening, verify
// reads every record and decodes the event, the participants and the
// rounds, then runs bbolt's own consistency check (Tx.Check).
//
// bbolt keeps two meta pages and silently opens on the older one when the
// newer is damaged, losing the last change. To notice it, every change
// made through Bolt.Update leaves a note of itself in the snapshot folder
// (last-change.json: the file's identity, bbolt's transaction id, the
// audit entry); a file that opens at an older transaction than its note
// says is reported with the change that is missing (Bolt.Notices).

// bbolt's file layout (go.etcd.io/bbolt/internal/common): each page starts
// with a 16-byte header; pages 0 and 1 hold a meta each.
const (
	boltMagic      = 0xED0CDAED
	boltVersion    = 2
	pageHeaderSize = 16
	metaSize       = 64 // magic … txid, checksum
	metaSumSize    = 56 // the bytes the checksum covers
)

// metaPage is one of the two meta pages of a bbolt file as read from disk.
type metaPage struct {
	magic, valid               bool
	pageSize                   int
	root, freelist, pgid, txid uint64
	checksum, sum              uint64
	version                    uint32
}

func parseMeta(buf []byte) metaPage {
	var m metaPage
	if len(buf) < pageHeaderSize+metaSize {
		return m
	}
	b := buf[pageHeaderSize : pageHeaderSize+metaSize]
	le := binary.LittleEndian
	m.magic = le.Uint32(b[0:]) == boltMagic
	m.version = le.Uint32(b[4:])
	m.pageSize = int(le.Uint32(b[8:]))
	m.root = le.Uint64(b[16:])
	m.freelist = le.Uint64(b[32:])
	m.pgid = le.Uint64(b[40:])
	m.txid = le.Uint64(b[48:])
	m.checksum = le.Uint64(b[56:])
	h := fnv.New64a()
	h.Write(b[:metaSumSize])
	m.sum = h.Sum64()
	m.valid = m.magic && m.version == boltVersion && m.checksum == m.sum
	return m
}

// fileHead is what the two meta pages of a file say, before bbolt maps it.
type fileHead struct {
	size     int64
	pageSize int
	meta     [2]metaPage
	// use is the meta page bbolt will open the file on (the valid one of
	// the highest transaction), or -1.
	use int
}

// txid is the transaction bbolt opens the file at.
func (h fileHead) txid() uint64 { return h.meta[h.use].txid }

// readHead reads the meta pages of the file at path and walks its page
// tree. A file that is not a bbolt file at all is ErrNotEventFile; one
// whose meta pages are both damaged, or that is shorter than its pages,
// or whose tree is damaged, is damaged.
func readHead(path string) (fileHead, error) { return readHeadWith(path, true) }

// readHeadWith is readHead, walking the page tree only with walk (a file
// closed cleanly needs no walk: cleanclose.go).
func readHeadWith(path string, walk bool) (fileHead, error) {
	h := fileHead{use: -1}
	f, err := os.Open(path)
	if err != nil {
		return h, fmt.Errorf("opening %s: %w", path, err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return h, fmt.Errorf("opening %s: %w", path, err)
	}
	h.size = info.Size()
	if h.size == 0 {
		return h, damaged(path, tournament.Text{En: "the file is empty (its creation was interrupted?)", Ja: "ファイルが空です（作成が途中で止まった可能性があります）"})
	}
	first := make([]byte, 4096)
	n, _ := f.ReadAt(first, 0)
	m0 := parseMeta(first[:n])
	// The page size: from the first meta page, or else where the second
	// one is found (as bbolt does).
	h.pageSize = m0.pageSize
	if !m0.valid || !validPageSize(h.pageSize) {
		h.pageSize = 0
		for i := 0; i <= 14; i++ {
			pos := int64(1024) << i
			if pos >= h.size {
				break
			}
			buf := make([]byte, pageHeaderSize+metaSize)
			if n, _ := f.ReadAt(buf, pos); n == len(buf) {
				if m := parseMeta(buf); m.valid && validPageSize(m.pageSize) && int64(m.pageSize) == pos {
					h.pageSize = m.pageSize
					break
				}
			}
		}
	}
	if h.pageSize == 0 {
		// No header at all: a file of pages that lost both its headers
		// is damaged; anything else is not an event file.
		if !m0.magic && !boltPages(f, h.size) {
			return h, notEventFile(path)
		}
		return h, damaged(path, bothHeaders)
	}
	h.meta[0] = m0
	second := make([]byte, pageHeaderSize+metaSize)
	if n, _ := f.ReadAt(second, int64(h.pageSize)); n == len(second) {
		h.meta[1] = parseMeta(second)
	}
	switch a, b := h.meta[0], h.meta[1]; {
	case a.valid && b.valid:
		h.use = 0
		if b.txid > a.txid {
			h.use = 1
		}
	case a.valid:
		h.use = 0
	case b.valid:
		h.use = 1
	default:
		return h, damaged(path, bothHeaders)
	}
	m := h.meta[h.use]
	// (pgid compared before it is multiplied: a header naming more pages
	// than the file could hold would overflow the product.)
	if need := int64(m.pgid) * int64(h.pageSize); m.pgid > uint64(h.size)/uint64(h.pageSize) || h.size < need || m.root >= m.pgid {
		return h, damaged(path, tournament.Text{
			En: fmt.Sprintf("the file is cut short (%d of %d bytes: it was not copied to the end?)", h.size, need),
			Ja: fmt.Sprintf("ファイルが途中で切れています（%d / %d バイト。最後までコピーされなかった可能性があります）", h.size, need),
		})
	}
	// bbolt reads the free-page list as it opens a file to write it,
	// where nothing can catch a panic without leaving the file locked:
	// check it here.
	if m.freelist != noFreelist && !freelistFits(f, m, h.pageSize) {
		return h, damaged(path, tournament.Text{En: "its list of free pages is damaged", Ja: "空きページの一覧が壊れています"})
	}
	// A loop in the page tree would hang bbolt's cursor: walk it first.
	if !walk {
		return h, nil
	}
	if what := walkFile(f, h.size, m, h.pageSize); what != nil {
		return h, damaged(path, *what)
	}
	return h, nil
}

// walkFile walks the page tree of f (size bytes) from meta m. A file
// that shrinks under the walk (cut by another program, a stick pulled)
// faults on its mapping: that is damage, like a page that cannot be read.
func walkFile(f *os.File, size int64, m metaPage, pageSize int) *tournament.Text {
	mapped, release := mapFile(f, size)
	defer release()
	return walkGuarded(f, mapped, m, pageSize)
}

// walkGuarded is walkTree with a fault on the mapping caught as damage.
func walkGuarded(f *os.File, mapped []byte, m metaPage, pageSize int) (what *tournament.Text) {
	_ = guard(func() error {
		what = walkTree(f, mapped, m, pageSize)
		return nil
	}, isFault, func(r any) error {
		t := pageDamage(partStructure, r)
		what = &t
		return nil
	})
	return what
}

// bothHeaders is what is damaged in a file whose two header pages are.
var bothHeaders = tournament.Text{En: "both of its header pages are damaged", Ja: "ファイルの管理情報（ヘッダ）が2つとも壊れています"}

// boltPages reports whether the file f of size bytes, whose header pages
// are unreadable, is made of bbolt's pages all the same: for some page
// size, the pages after the headers name themselves (bbolt writes each
// page's id at its start) and are of a kind bbolt writes. A file of any
// other kind is not.
func boltPages(f io.ReaderAt, size int64) bool {
	for ps := int64(512); ps <= 1<<16; ps <<= 1 {
		if size%ps != 0 || size < 3*ps {
			continue
		}
		found := 0
		for id := int64(2); id < min(size/ps, 66); id++ {
			var hdr [pageHeaderSize]byte
			if n, _ := f.ReadAt(hdr[:], id*ps); n != len(hdr) {
				break
			}
			le := binary.LittleEndian
			flags := le.Uint16(hdr[8:])
			if le.Uint64(hdr[0:]) == uint64(id) && (flags == branchPageFlag || flags == leafPageFlag || flags == freelistPageFlag) {
				found++
			}
		}
		if found >= 1 {
			return true
		}
	}
	return false
}

// freelistPageFlag marks bbolt's page of free page ids.
const freelistPageFlag = 0x10

// noFreelist is bbolt's page id of a free-page list not written to the file.
const noFreelist = ^uint64(0)

// freelistFits reports whether the free-page list of meta m is a
// free-list page within the file, its ids within its pages.
func freelistFits(f *os.File, m metaPage, pageSize int) bool {
	if m.freelist < 2 || m.freelist >= m.pgid {
		return false
	}
	var hdr [pageHeaderSize + 8]byte
	if n, _ := f.ReadAt(hdr[:], int64(m.freelist)*int64(pageSize)); n != len(hdr) {
		return false
	}
	le := binary.LittleEndian
	id, flags, count, overflow := le.Uint64(hdr[0:]), le.Uint16(hdr[8:]), uint64(le.Uint16(hdr[10:])), uint64(le.Uint32(hdr[12:]))
	if id != m.freelist || flags&freelistPageFlag == 0 || m.freelist+overflow+1 > m.pgid {
		return false
	}
	room := (overflow+1)*uint64(pageSize) - pageHeaderSize
	if count == 0xFFFF { // the count is the first element
		count = le.Uint64(hdr[pageHeaderSize:]) + 1
	}
	return count <= room/8
}

func validPageSize(n int) bool { return n >= 512 && n <= 1<<24 && n&(n-1) == 0 }

// newerMetaDamaged reports whether the meta page bbolt did not choose looks
// like the next transaction, damaged: the change it committed is missing.
func (h fileHead) newerMetaDamaged() bool {
	if h.use < 0 {
		return false
	}
	o := h.meta[1-h.use]
	// A header zeroed or overwritten says nothing of its transaction: it
	// may have been the newer one.
	return !o.valid && (!o.magic || o.txid == h.txid()+1)
}

// bothMetas reports whether both header pages are whole (bbolt's
// consistency check reads both, and stops on one that is not a page).
func (h fileHead) bothMetas() bool { return h.meta[0].valid && h.meta[1].valid }

// faulted is a memory fault turned into a panic by debug.SetPanicOnFault:
// a page past the end of the file, or a file that vanished.
type faulted interface{ Addr() uintptr }

// guard runs fn so that nothing the file holds can crash the program: a
// panic inside bbolt (an assertion on a damaged page) or a memory fault
// becomes the error of damage(r). A panic that is not the file's fault
// (isDamage says no) is a bug and goes on.
func guard(fn func() error, isDamage func(r any) bool, damage func(r any) error) (err error) {
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		if !isDamage(r) {
			panic(r)
		}
		err = damage(r)
	}()
	return fn()
}

// isFault reports whether r is a memory fault.
func isFault(r any) bool {
	_, ok := r.(faulted)
	if e, isErr := r.(runtime.Error); isErr && !ok {
		var f faulted
		ok = errors.As(e, &f)
	}
	return ok
}

// part is a part of the event file, as the arbiter names it.
type part struct {
	bucket []byte
	name   tournament.Text
}

var (
	partMeta         = part{bucketMeta, tournament.Text{En: "its header", Ja: "管理情報"}}
	partEvent        = part{bucketEvent, tournament.Text{En: "the event record", Ja: "大会情報"}}
	partParticipants = part{bucketParticipants, tournament.Text{En: "the participants", Ja: "参加者"}}
	partAudit        = part{bucketAudit, tournament.Text{En: "the audit log", Ja: "操作履歴"}}
	partRounds       = part{bucketRounds, tournament.Text{En: "the pairings and results", Ja: "組合せと結果"}}
	partStages       = part{bucketStages, tournament.Text{En: "the tables and stages", Ja: "卓とステージ"}}
	partReports      = part{bucketReports, tournament.Text{En: "the phone reports", Ja: "スマホからの報告"}}
	partStructure    = part{nil, tournament.Text{En: "its page structure", Ja: "ページ構造"}}
	parts            = []part{partMeta, partEvent, partParticipants, partAudit, partRounds, partStages, partReports}
)

// pageDamage says what a panic or fault while reading p means.
func pageDamage(p part, r any) tournament.Text {
	if isFault(r) {
		return tournament.Text{
			En: fmt.Sprintf("a page of %s lies outside the file or cannot be read (the file was cut short, or the disk or stick removed?)", p.name.En),
			Ja: fmt.Sprintf("%sのページがファイルの外にあるか、読めません（ファイルが切れている、またはディスクや USB メモリが外れた可能性があります）", p.name.Ja),
		}
	}
	return tournament.Text{
		En: fmt.Sprintf("a page of %s is damaged", p.name.En),
		Ja: fmt.Sprintf("%sのページが壊れています", p.name.Ja),
	}
}

// verify reads every record of the file in tx, checks the seal of every
// value and the count of every bucket (sealed, from schema 4 on), decodes
// the event, the participants and the rounds (into the decode cache,
// which the first screen then uses), checks that the audit log and the
// discipline's records are JSON, and with full runs bbolt's consistency
// check of the page structure (free pages, references, key order). It
// returns what is damaged, or nil.
func verify(tx *bolt.Tx, cache *decodeCache, full, sealed bool) (what *tournament.Text) {
	at := partMeta
	defer debug.SetPanicOnFault(debug.SetPanicOnFault(true))
	defer func() {
		if r := recover(); r != nil {
			t := pageDamage(at, r)
			what = &t
		}
	}()
	bad := func(en, ja string, args ...any) *tournament.Text {
		return &tournament.Text{En: fmt.Sprintf(en, args...), Ja: fmt.Sprintf(ja, args...)}
	}
	// Every page of every bucket read, each bucket named for the message.
	err := tx.ForEach(func(name []byte, b *bolt.Bucket) error {
		at = partOf(name)
		return b.ForEach(func(k, v []byte) error { return nil })
	})
	at = partStructure
	if err != nil {
		return bad("its bucket list cannot be read (%v)", "バケット一覧が読めません（%v）", err)
	}
	t := boltTx{tx: tx, cache: cache, sealed: sealed}
	fromErr := func(err error) *tournament.Text {
		var d *damageText
		if errors.As(err, &d) {
			return &d.what
		}
		return nil
	}
	if b := tx.Bucket(bucketEvent); b != nil {
		at = partEvent
		v, err := t.get(bucketEvent, b, keyEvent)
		if what := fromErr(err); what != nil {
			return what
		}
		if v != nil {
			var ev tournament.Event
			if err := json.Unmarshal(v, &ev); err != nil {
				return bad("the event record no longer decodes (%v)", "大会情報の記録が読めません（%v）", err)
			}
		}
		if err := t.each(bucketEvent, b, func([]byte, []byte) error { return nil }); err != nil {
			if what := fromErr(err); what != nil {
				return what
			}
		}
	}
	type walk struct {
		p      part
		decode func(k, v []byte) error
		en, ja string
	}
	// Each walk gets the value as stored, and checks its seal (t.open).
	jsonOnly := func(name []byte) func(k, v []byte) error {
		return func(k, v []byte) error {
			data, err := t.open(name, k, v)
			if err != nil {
				return err
			}
			if !json.Valid(data) {
				return errors.New("not JSON")
			}
			return nil
		}
	}
	walks := []walk{
		{partParticipants, func(k, v []byte) error {
			return cache.fillParticipant(k, v, t.opener(bucketParticipants, k, v))
		}, "participant #%s no longer decodes (%v)", "参加者 #%s の記録が読めません（%v）"},
		{partRounds, func(k, v []byte) error { return cache.fillRound(k, v, t.opener(bucketRounds, k, v)) }, "round %s no longer decodes (%v)", "%s 回戦の記録が読めません（%v）"},
		{partStages, jsonOnly(bucketStages), "record %s of the tables and stages no longer decodes (%v)", "卓・ステージの記録 %s が読めません（%v）"},
		{partAudit, jsonOnly(bucketAudit), "entry %s of the audit log no longer decodes (%v)", "操作履歴の %s 件目が読めません（%v）"},
		{partReports, jsonOnly(bucketReports), "phone report %s no longer decodes (%v)", "スマホからの報告 %s が読めません（%v）"},
	}
	for _, w := range walks {
		at = w.p
		// A bucket the file does not have: one of a later schema (added
		// by the migration), or the reports (made by the first one); its
		// count says whether one was lost.
		b := tx.Bucket(w.p.bucket)
		// The walk checks the keys; the values are decoded after it, in
		// parallel (issue 40), and said in the walk's order: the first
		// that does not decode, else a key that is wrong, else the count.
		var keyWhat *tournament.Text
		var recs []rawRecord
		err := t.eachRaw(w.p.bucket, b, func(k, v []byte) error {
			// Rounds and stages of a section after the first are under
			// the section's key (keys.go); every other key is a number.
			_, _, kerr := splitKey(k)
			sectioned := string(w.p.bucket) == string(bucketRounds) || string(w.p.bucket) == string(bucketStages)
			if len(k) != 8 && (!sectioned || kerr != nil) {
				keyWhat = &tournament.Text{
					En: fmt.Sprintf("%s holds a key of %d bytes", w.p.name.En, len(k)),
					Ja: fmt.Sprintf("%sに %d バイトのキーがあります", w.p.name.Ja, len(k)),
				}
				return errStop
			}
			recs = append(recs, rawRecord{k: k, v: v})
			return nil
		})
		errs := inParallel(len(recs), func(i int) error { return w.decode(recs[i].k, recs[i].v) })
		if i, derr := firstErr(errs); derr != nil {
			if what := fromErr(derr); what != nil {
				return what // a seal that does not match
			}
			return bad(w.en, w.ja, keyName(recs[i].k), derr)
		}
		if keyWhat != nil {
			return keyWhat
		}
		if what := fromErr(err); what != nil {
			return what
		}
	}
	if !full {
		return nil
	}
	at = partStructure
	return checkStructure(tx)
}

// checkStructure runs bbolt's consistency check of the page structure and
// says what is inconsistent, or nil. Every page the check reads has been
// read by verify without a fault, so the check (in a goroutine of bbolt's,
// where no fault can be caught) reads nothing that is not there.
func checkStructure(tx *bolt.Tx) *tournament.Text {
	var first error
	for err := range tx.Check() {
		if first == nil {
			first = err
		}
	}
	if first == nil {
		return nil
	}
	if d := checkDetail(first); d != "" {
		return &tournament.Text{En: fmt.Sprintf("its page structure is inconsistent (%s)", d), Ja: fmt.Sprintf("ページ構造に矛盾があります（%s）", d)}
	}
	return &tournament.Text{En: "its page structure is inconsistent", Ja: "ページ構造に矛盾があります"}
}

// checkDetail is the detail of an error of bbolt's consistency check
// worth showing ("page 12: unreachable unfreed"), "" for a panic of bbolt
// that the check caught (its text is bbolt's assertion, no help to
// anyone), or for a long one.
func checkDetail(err error) string {
	msg := err.Error()
	if i := strings.Index(msg, " (stack"); i >= 0 {
		msg = msg[:i]
	}
	for _, s := range []string{"panic", "assert", "runtime error", "goroutine"} {
		if strings.Contains(msg, s) {
			return ""
		}
	}
	if len(msg) > 100 {
		return ""
	}
	return msg
}

var errStop = errors.New("stop")

// DamagedError is the error of an event file that cannot be read as it was
// written (tournament's).
type DamagedError = tournament.DamagedError

// damaged returns the DamagedError of the file at path, with its latest
// good snapshot.
func damaged(path string, what tournament.Text) *DamagedError {
	d := &DamagedError{Path: path, What: what, Latest: latestGoodSnapshot(path)}
	d.Problem = &tournament.Problem{Kind: tournament.ErrDamagedFile,
		Text: tournament.Text{En: d.Describe(tournament.English, true), Ja: d.Describe(tournament.Japanese, true)}}
	return d
}

// lastChange is the note of the last change made to an event file through
// Bolt.Update, kept in its snapshot folder.
type lastChange struct {
	// File tells this event from another one once at the same path: a
	// hash of its first audit entry (its creation).
	File   string    `json:"file"`
	Txid   int       `json:"txid"`
	Seq    int       `json:"seq"`
	Time   time.Time `json:"time"`
	Action string    `json:"action"`
	Detail string    `json:"detail"`
}

const lastChangeName = "last-change.json"

// identity is the hash of the file's first audit entry, "" when it has none.
func identity(tx *bolt.Tx) string {
	b := tx.Bucket(bucketAudit)
	if b == nil {
		return ""
	}
	v := b.Get(itob(1))
	if v == nil {
		return ""
	}
	h := fnv.New64a()
	h.Write(plain(itob(1), v))
	return fmt.Sprintf("%016x", h.Sum64())
}

// noteOf returns the note of the transaction tx (the change it makes, or
// the state it reads), nil for a file with no audit log yet.
func noteOf(tx *bolt.Tx) *lastChange {
	id := identity(tx)
	if id == "" {
		return nil
	}
	n := &lastChange{File: id, Txid: tx.ID()}
	if k, v := tx.Bucket(bucketAudit).Cursor().Last(); v != nil {
		var e tournament.AuditEntry
		if json.Unmarshal(plain(k, v), &e) == nil {
			n.Seq, n.Time, n.Action, n.Detail = e.Seq, e.Time, e.Action, e.Detail
		}
	}
	return n
}

// writeNote records n in the snapshot folder of path. It is not synced:
// the change it notes is, and a note lost in a power cut only means that
// the next open cannot compare.
func writeNote(path string, n *lastChange) error {
	if n == nil {
		return nil
	}
	dir := snapshotDir(path)
	if err := os.MkdirAll(dir, dirPerm); err != nil {
		return err
	}
	data, err := json.Marshal(n)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, lastChangeName), data, filePerm)
}

func readNote(path string) *lastChange {
	f, err := os.Open(filepath.Join(snapshotDir(path), lastChangeName))
	if err != nil {
		return nil
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, 1<<16))
	if err != nil {
		return nil
	}
	var n lastChange
	if json.Unmarshal(data, &n) != nil || n.File == "" {
		return nil
	}
	return &n
}

// lostChange compares the file as opened (tx) with the note of its last
// change and the meta page bbolt passed over: when the change noted is not
// in the file, it returns the notice that says so.
func lostChange(path string, head fileHead, tx *bolt.Tx) *tournament.Text {
	note := readNote(path)
	if note != nil && note.File == identity(tx) {
		if note.Txid <= tx.ID() {
			return nil
		}
		when := note.Time.Local().Format("2006-01-02 15:04:05")
		return &tournament.Text{
			En: fmt.Sprintf("%s opened as it was before its last change: the last change saved (#%d %s at %s: %s) is not in the file — a page of it is damaged. Check that change and enter it again; the next change repairs the file. (If you put an older copy of the file back on purpose, ignore this.)", path, note.Seq, note.Action, when, note.Detail),
			Ja: fmt.Sprintf("%s は最後の変更の前の状態で開きました。最後に保存した変更（#%d %s、%s：%s）がファイルに入っていません（ファイルの一部が壊れています）。その変更を確かめて、もう一度入力してください。次の変更でファイルは直ります。（古いコピーを意図して戻した場合は問題ありません）", path, note.Seq, note.Action, when, note.Detail),
		}
	}
	if head.newerMetaDamaged() {
		last := tournament.Text{En: "the file holds no change yet", Ja: "ファイルにはまだ変更がありません"}
		if n := noteOf(tx); n != nil && n.Seq > 0 {
			when := n.Time.Local().Format("2006-01-02 15:04:05")
			last = tournament.Text{
				En: fmt.Sprintf("the last change in the file is #%d %s at %s: %s", n.Seq, n.Action, when, n.Detail),
				Ja: fmt.Sprintf("ファイルに入っている最後の変更は #%d %s、%s：%s です", n.Seq, n.Action, when, n.Detail),
			}
		}
		return &tournament.Text{
			En: fmt.Sprintf("%s opened from its older header page: the page that records the last change is damaged, so the change saved after #%d may be missing (%s). Check the last changes (the audit log) and enter any missing one again; the next change repairs the file.", path, lastSeq(tx), last.En),
			Ja: fmt.Sprintf("%s は古いほうの管理情報（ヘッダ）から開きました。最後の変更を記録したページが壊れているため、#%d の後に保存した変更が入っていない可能性があります（%s）。操作履歴で最後の変更を確かめ、足りないものはもう一度入力してください。次の変更でファイルは直ります。", path, lastSeq(tx), last.Ja),
		}
	}
	return nil
}

// lastSeq is the number of the last audit entry in the file (0 for none).
func lastSeq(tx *bolt.Tx) int {
	if n := noteOf(tx); n != nil {
		return n.Seq
	}
	return 0
}
