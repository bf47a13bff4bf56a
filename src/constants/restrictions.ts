/**
 * SPEC §9's limits on where Buy and Swap are offered. Apart from index.ts, which the first script carries whole: these
 * are for the lazily loaded views and the data service only.
 */

/** SPEC §9: supported swap networks. The data service swaps on at most this many of its chains. */
export const SWAP_NETWORKS_MAX = 12;
/**
 * SPEC §9's restricted timezones ("Asia regions", entries not shown), ours: mainland China's IANA zones and their
 * old links, where exchanging crypto for money is prohibited. A visitor whose browser reports one of them is offered
 * neither Buy nor Swap. Compared without case, as the IANA names are written in several cases.
 */
export const RESTRICTED_TIMEZONES = ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'Asia/Chungking', 'Asia/Harbin', 'Asia/Kashgar', 'PRC'] as const;
