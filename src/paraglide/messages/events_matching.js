/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_MatchingInputs */

const en_events_matching = /** @type {(inputs: Events_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` matching your filters`)
};

const es_events_matching = /** @type {(inputs: Events_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` según tus filtros`)
};

const fr_events_matching = /** @type {(inputs: Events_MatchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` correspondant à vos filtres`)
};

/**
* | output |
* | --- |
* | "matching your filters" |
*
* @param {Events_MatchingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_matching = /** @type {((inputs?: Events_MatchingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_MatchingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_matching(inputs)
	if (locale === "fr") return fr_events_matching(inputs)
	return en_events_matching(inputs)
});