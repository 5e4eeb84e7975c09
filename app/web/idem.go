package web

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"slices"
	"sync"
)

// Never counted twice: every form a phone or a desk posts carries a key
// made with the page (the field "key"). The first post with a key is
// handled and its answer kept; a post with a key already kept and the same
// fields (a form resent on bad Wi-Fi, a double tap) is answered as the
// first was and changes nothing. The same page's form sent again with
// other fields (the browser's Back, a value changed) is another post. A post that arrives while the first is still being
// handled waits for its answer.

// idemField is the form field of the key.
const idemField = "key"

// maxKeys is how many answers are kept; the oldest are forgotten first
// (a form is resent within minutes, not after thousands of others).
const maxKeys = 20000

// answer is what a post was answered: a redirect (Location) or a page.
type answer struct {
	status   int
	location string
	body     []byte
}

type keyed struct {
	done chan struct{}
	ans  answer
}

// idem keeps the answers by key.
type idem struct {
	mu    sync.Mutex
	keys  map[string]*keyed
	order []string
}

func newIdem() *idem { return &idem{keys: map[string]*keyed{}} }

// newKey is a fresh form key (128 random bits).
func newKey() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

// validKey reports whether k looks like a key newKey made.
func validKey(k string) bool {
	if len(k) != 32 {
		return false
	}
	_, err := hex.DecodeString(k)
	return err == nil
}

// once handles a post of key k (scope tells apart the forms a key may be
// replayed on): handle runs for the first post only, and every post with
// the key is written the answer it returned. A post without a valid key is
// handled alone, as before (an old page).
func (m *idem) once(w http.ResponseWriter, r *http.Request, scope, k string, handle func() answer) {
	if !validKey(k) {
		handle().write(w, r)
		return
	}
	id := scope + "\x00" + k + "\x00" + fields(r)
	m.mu.Lock()
	e, seen := m.keys[id]
	if !seen {
		e = &keyed{done: make(chan struct{})}
		m.keys[id] = e
		m.order = append(m.order, id)
		if len(m.order) > maxKeys {
			old := m.order[0]
			m.order = m.order[1:]
			delete(m.keys, old)
		}
	}
	m.mu.Unlock()
	if seen {
		select {
		case <-e.done:
		case <-r.Context().Done():
			return
		}
		e.ans.write(w, r)
		return
	}
	func() {
		defer close(e.done)
		e.ans = handle()
	}()
	e.ans.write(w, r)
}

// fields is a digest of the form's fields but its key.
func fields(r *http.Request) string {
	h := sha256.New()
	names := make([]string, 0, len(r.PostForm))
	for k := range r.PostForm {
		if k != idemField {
			names = append(names, k)
		}
	}
	slices.Sort(names)
	for _, k := range names {
		h.Write([]byte(k))
		for _, v := range r.PostForm[k] {
			h.Write([]byte{0})
			h.Write([]byte(v))
		}
		h.Write([]byte{1})
	}
	return hex.EncodeToString(h.Sum(nil)[:16])
}

func (a answer) write(w http.ResponseWriter, r *http.Request) {
	if a.location != "" {
		http.Redirect(w, r, a.location, http.StatusSeeOther)
		return
	}
	if a.body == nil {
		http.Error(w, "ページを表示できません", http.StatusInternalServerError)
		return
	}
	writeHTML(w, a.status, a.body)
}

// recorder keeps what a handler wrote, as an answer.
type recorder struct {
	h      http.Header
	status int
	body   []byte
}

func (c *recorder) Header() http.Header { return c.h }
func (c *recorder) Write(b []byte) (int, error) {
	if c.status == 0 {
		c.status = http.StatusOK
	}
	c.body = append(c.body, b...)
	return len(b), nil
}
func (c *recorder) WriteHeader(status int) {
	if c.status == 0 {
		c.status = status
	}
}

// recordAnswer runs h on a recorder and returns what it wrote as an answer
// (its headers copied to w).
func recordAnswer(w http.ResponseWriter, h func(w http.ResponseWriter)) answer {
	c := &recorder{h: http.Header{}}
	h(c)
	if loc := c.h.Get("Location"); loc != "" && c.status == http.StatusSeeOther {
		return answer{location: loc}
	}
	for k, v := range c.h {
		if k != "Content-Length" {
			w.Header()[k] = v
		}
	}
	if c.status == 0 {
		c.status = http.StatusOK
	}
	return answer{status: c.status, body: c.body}
}
