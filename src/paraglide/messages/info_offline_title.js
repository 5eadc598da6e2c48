/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Offline_TitleInputs */

const en_info_offline_title = /** @type {(inputs: Info_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're Offline`)
};

const es_info_offline_title = /** @type {(inputs: Info_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás sin conexión`)
};

const fr_info_offline_title = /** @type {(inputs: Info_Offline_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes hors ligne`)
};

/**
* | output |
* | --- |
* | "You're Offline" |
*
* @param {Info_Offline_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_offline_title = /** @type {((inputs?: Info_Offline_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Offline_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_offline_title(inputs)
	if (locale === "fr") return fr_info_offline_title(inputs)
	return en_info_offline_title(inputs)
});