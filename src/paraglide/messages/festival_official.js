/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Festival_OfficialInputs */

const en_festival_official = /** @type {(inputs: Festival_OfficialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Official event`)
};

const es_festival_official = /** @type {(inputs: Festival_OfficialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento oficial`)
};

const fr_festival_official = /** @type {(inputs: Festival_OfficialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement officiel`)
};

/**
* | output |
* | --- |
* | "Official event" |
*
* @param {Festival_OfficialInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_official = /** @type {((inputs?: Festival_OfficialInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_OfficialInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_official(inputs)
	if (locale === "fr") return fr_festival_official(inputs)
	return en_festival_official(inputs)
});