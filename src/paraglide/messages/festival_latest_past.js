/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Festival_Latest_PastInputs */

const en_festival_latest_past = /** @type {(inputs: Festival_Latest_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See the latest festival, Harlem Week ${i?.year}`)
};

const es_festival_latest_past = /** @type {(inputs: Festival_Latest_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver el festival más reciente, Harlem Week ${i?.year}`)
};

const fr_festival_latest_past = /** @type {(inputs: Festival_Latest_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir le dernier festival, Harlem Week ${i?.year}`)
};

/**
* | output |
* | --- |
* | "See the latest festival, Harlem Week {year}" |
*
* @param {Festival_Latest_PastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_latest_past = /** @type {((inputs: Festival_Latest_PastInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Latest_PastInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_latest_past(inputs)
	if (locale === "fr") return fr_festival_latest_past(inputs)
	return en_festival_latest_past(inputs)
});