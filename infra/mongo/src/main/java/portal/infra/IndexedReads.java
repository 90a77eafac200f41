package portal.infra;

import de.bwaldvogel.mongo.backend.Index;
import de.bwaldvogel.mongo.backend.QueryResult;
import de.bwaldvogel.mongo.bson.Document;

import java.util.List;
import java.util.function.Function;
import java.util.function.IntSupplier;
import java.util.function.Supplier;

/**
 * What the launcher's collections ask their {@link SecondaryIndex}es before reading documents:
 * a sorted read in an index's order (so the limit stops the read) and a count from an index.
 */
final class IndexedReads {
    private IndexedReads() {
    }

    /** A query read through the positions an index gives in `orderBy`'s order, else as the server reads it. */
    static <P> QueryResult query(List<Index<P>> indexes, Document query, Document orderBy, Function<List<P>, QueryResult> inOrder, Supplier<QueryResult> otherwise) {
        List<P> positions = positionsInOrder(indexes, query, orderBy);
        return positions != null ? inOrder.apply(positions) : otherwise.get();
    }

    /** The `count` command's answer from an index when one can count the filter, else as the server counts. */
    static <P> int count(List<Index<P>> indexes, Document query, int skip, int limit, IntSupplier otherwise) {
        Integer counted = countFromIndex(indexes, query, skip, limit);
        return counted != null ? counted : otherwise.getAsInt();
    }

    /** The positions to read in `orderBy`'s order from the index pinning most keys, or null when none serves it. */
    private static <P> List<P> positionsInOrder(List<Index<P>> indexes, Document query, Document orderBy) {
        SecondaryIndex<P> best = null;
        int bestPinned = 0;
        for (Index<P> index : indexes) {
            if (index instanceof SecondaryIndex<P> secondary) {
                int pinned = secondary.pinnedInOrder(query, orderBy);
                if (pinned > bestPinned) {
                    best = secondary;
                    bestPinned = pinned;
                }
            }
        }
        return best == null ? null : best.positionsInOrder(query, orderBy);
    }

    /** The count from an index (skip and limit as the server applies them), or null when none can count the filter. */
    private static <P> Integer countFromIndex(List<Index<P>> indexes, Document query, int skip, int limit) {
        if (query == null) return null;
        for (Index<P> index : indexes) {
            Integer counted = index instanceof SecondaryIndex<P> secondary ? secondary.countOf(query) : null;
            if (counted != null) {
                int n = Math.max(0, counted - Math.max(skip, 0));
                return limit > 0 ? Math.min(limit, n) : n;
            }
        }
        return null;
    }
}
