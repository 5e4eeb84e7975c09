package tournament

// PlaceTables numbers the tables of round r, paired from table 1, in the
// venue's numbers of the section w is the store of: from its range's first
// table. In an event of several sections, a section without a range gets
// one now, right after the highest table of the others, as large as its
// entrants need; a round that needs more tables than the range holds is
// refused, so that two sections never share a table.
func PlaceTables(w Writer, r *Round) error {
	ev, err := w.Event()
	if err != nil {
		return err
	}
	need := 0
	for _, g := range r.Games {
		if !g.IsBye() {
			need = max(need, g.Table)
		}
	}
	sec, ok := ev.InSection()
	if !ok || need == 0 {
		return nil
	}
	if sec.Tables.IsZero() {
		if !ev.Multi() {
			return nil
		}
		ps, err := w.Participants()
		if err != nil {
			return err
		}
		last := 0
		for _, o := range ev.SectionList() {
			if o.ID != sec.ID {
				last = max(last, o.Tables.To)
			}
		}
		// The entrants: a Pair Go pair plays, its members do not.
		members := map[int]bool{}
		for _, p := range ps {
			for _, m := range p.Members {
				members[m] = true
			}
		}
		size := max(need, (len(ps)-len(members)+1)/2)
		if last+size > MaxTable {
			return newProblem(ErrInvalidInput, "section %s needs %d tables and the venue's numbers end at %d: set its tables (taikai section edit --tables)",
				"部門 %s には %d 卓必要ですが、卓番号が %d を超えます。卓番号の範囲を設定してください（taikai section edit --tables）", sec.Label(), size, MaxTable)
		}
		sec.Tables = TableRange{From: last + 1, To: last + size}
		ev.scope = &sec
		if err := w.PutEvent(ev); err != nil {
			return err
		}
	}
	if have := sec.Tables.To - sec.Tables.From + 1; need > have {
		return newProblem(ErrInvalidInput, "round %d of section %s needs %d tables and its range %s has %d: widen it (taikai section edit FILE %s --tables FROM-TO)",
			"部門 %s の%d回戦には %d 卓必要ですが、卓番号 %s には %d 卓しかありません。範囲を広げてください（taikai section edit FILE %s --tables 開始-終了）",
			r.Number, sec.Label(), need, sec.Tables, have, sec.Key)
	}
	for i := range r.Games {
		if !r.Games[i].IsBye() {
			r.Games[i].Table += sec.Tables.From - 1
		}
	}
	return nil
}
