/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Place_TbaInputs */

const en_admin_place_tba = /** @type {(inputs: Admin_Place_TbaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place to be announced`)
};

const es_admin_place_tba = /** @type {(inputs: Admin_Place_TbaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar por anunciar`)
};

const fr_admin_place_tba = /** @type {(inputs: Admin_Place_TbaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu à annoncer`)
};

/**
* | output |
* | --- |
* | "Place to be announced" |
*
* @param {Admin_Place_TbaInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_place_tba = /** @type {((inputs?: Admin_Place_TbaInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Place_TbaInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_place_tba(inputs)
	if (locale === "fr") return fr_admin_place_tba(inputs)
	return en_admin_place_tba(inputs)
});