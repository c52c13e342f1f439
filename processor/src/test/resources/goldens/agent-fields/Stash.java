// Copyright 2026 The Arbor Authors
// SPDX-License-Identifier: Apache-2.0

package golden;

import dev.arbor.BehaviorTree;
import dev.arbor.Condition;
import dev.arbor.Sequence;
import java.util.List;

/** The fields class of a small tree: each way a field is read, or not. */
@BehaviorTree
public class Stash extends Shelf {
    static int stashes; // not listed: static
    int coins = 3;
    String owner = "mole";
    List<String> items = List.of("lamp");
    private boolean locked;
    protected long[] weights = {1, 2};
    int shelf = 7; // hides Shelf's

    @Sequence({"open"}) void root() {}

    @Condition boolean open() {
        return !locked;
    }
}

class Shelf {
    int shelf = 1;
    public double height = 1.5;
    private String secret = "x";
}
