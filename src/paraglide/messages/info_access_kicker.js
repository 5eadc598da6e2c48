/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_KickerInputs */

const en_info_access_kicker = /** @type {(inputs: Info_Access_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For everyone`)
};

const es_info_access_kicker = /** @type {(inputs: Info_Access_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para todos`)
};

const fr_info_access_kicker = /** @type {(inputs: Info_Access_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour tous`)
};

/**
* | output |
* | --- |
* | "For everyone" |
*
* @param {Info_Access_KickerInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_kicker = /** @type {((inputs?: Info_Access_KickerInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_KickerInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_kicker(inputs)
	if (locale === "fr") return fr_info_access_kicker(inputs)
	return en_info_access_kicker(inputs)
});