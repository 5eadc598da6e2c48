/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Harlem_WeekInputs */

const en_nav_harlem_week = /** @type {(inputs: Nav_Harlem_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Week`)
};

const es_nav_harlem_week = /** @type {(inputs: Nav_Harlem_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Week`)
};

const fr_nav_harlem_week = /** @type {(inputs: Nav_Harlem_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem Week`)
};

/**
* | output |
* | --- |
* | "Harlem Week" |
*
* @param {Nav_Harlem_WeekInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const nav_harlem_week = /** @type {((inputs?: Nav_Harlem_WeekInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Harlem_WeekInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_harlem_week(inputs)
	if (locale === "fr") return fr_nav_harlem_week(inputs)
	return en_nav_harlem_week(inputs)
});