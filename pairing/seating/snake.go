package seating

// peoplePerTable returns how many people sit at each table when n people
// sit at tables tables: as evenly as possible, the earlier tables taking the
// extra person, so that the CPU seats (CPU代指し) fill the last tables.
func peoplePerTable(n, tables int) []int {
	sizes := make([]int, tables)
	for t := range sizes {
		sizes[t] = n / tables
		if t < n%tables {
			sizes[t]++
		}
	}
	return sizes
}

// snake deals the players in seed order to the tables A→last, then
// last→A, and so on, each pass (tier) skipping the tables already full.
// Because sizes never grow from one table to the next, the tables a pass
// reaches are always the first ones. It returns each player's table and
// tier.
func snake(sizes []int) (table, tier []int) {
	for pass := range Seats {
		reach := 0
		for reach < len(sizes) && sizes[reach] > pass {
			reach++
		}
		for i := range reach {
			t := i
			if pass%2 == 1 {
				t = reach - 1 - i
			}
			table = append(table, t)
			tier = append(tier, pass)
		}
	}
	return table, tier
}
