/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_TitleInputs */

const en_info_access_title = /** @type {(inputs: Info_Access_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessibility`)
};

const es_info_access_title = /** @type {(inputs: Info_Access_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accesibilidad`)
};

const fr_info_access_title = /** @type {(inputs: Info_Access_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accessibilité`)
};

/**
* | output |
* | --- |
* | "Accessibility" |
*
* @param {Info_Access_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_title = /** @type {((inputs?: Info_Access_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_title(inputs)
	if (locale === "fr") return fr_info_access_title(inputs)
	return en_info_access_title(inputs)
});