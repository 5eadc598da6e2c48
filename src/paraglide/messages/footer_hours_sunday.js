/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Footer_Hours_SundayInputs */

const en_footer_hours_sunday = /** @type {(inputs: Footer_Hours_SundayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sun: Closed`)
};

const es_footer_hours_sunday = /** @type {(inputs: Footer_Hours_SundayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dom: cerrado`)
};

const fr_footer_hours_sunday = /** @type {(inputs: Footer_Hours_SundayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dim : fermé`)
};

/**
* | output |
* | --- |
* | "Sun: Closed" |
*
* @param {Footer_Hours_SundayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const footer_hours_sunday = /** @type {((inputs?: Footer_Hours_SundayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Hours_SundayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_hours_sunday(inputs)
	if (locale === "fr") return fr_footer_hours_sunday(inputs)
	return en_footer_hours_sunday(inputs)
});