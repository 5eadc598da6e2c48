/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown> }} Festival_Latest_On_NowInputs */

const en_festival_latest_on_now = /** @type {(inputs: Festival_Latest_On_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See the festival on now, Harlem Week ${i?.year}`)
};

const es_festival_latest_on_now = /** @type {(inputs: Festival_Latest_On_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver el festival en curso, Harlem Week ${i?.year}`)
};

const fr_festival_latest_on_now = /** @type {(inputs: Festival_Latest_On_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir le festival en cours, Harlem Week ${i?.year}`)
};

/**
* | output |
* | --- |
* | "See the festival on now, Harlem Week {year}" |
*
* @param {Festival_Latest_On_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_latest_on_now = /** @type {((inputs: Festival_Latest_On_NowInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Latest_On_NowInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_latest_on_now(inputs)
	if (locale === "fr") return fr_festival_latest_on_now(inputs)
	return en_festival_latest_on_now(inputs)
});