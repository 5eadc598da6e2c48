/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Offline_HomeInputs */

const en_info_offline_home = /** @type {(inputs: Info_Offline_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

const es_info_offline_home = /** @type {(inputs: Info_Offline_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio`)
};

const fr_info_offline_home = /** @type {(inputs: Info_Offline_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil`)
};

/**
* | output |
* | --- |
* | "Home" |
*
* @param {Info_Offline_HomeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_offline_home = /** @type {((inputs?: Info_Offline_HomeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Offline_HomeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_offline_home(inputs)
	if (locale === "fr") return fr_info_offline_home(inputs)
	return en_info_offline_home(inputs)
});