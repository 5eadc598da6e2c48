/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ first: NonNullable<unknown> }} Festival_Kicker_SinceInputs */

const en_festival_kicker_since = /** @type {(inputs: Festival_Kicker_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Since ${i?.first}`)
};

const es_festival_kicker_since = /** @type {(inputs: Festival_Kicker_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desde ${i?.first}`)
};

const fr_festival_kicker_since = /** @type {(inputs: Festival_Kicker_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Depuis ${i?.first}`)
};

/**
* | output |
* | --- |
* | "Since {first}" |
*
* @param {Festival_Kicker_SinceInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_kicker_since = /** @type {((inputs: Festival_Kicker_SinceInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Kicker_SinceInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_kicker_since(inputs)
	if (locale === "fr") return fr_festival_kicker_since(inputs)
	return en_festival_kicker_since(inputs)
});