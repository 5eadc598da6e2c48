/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Offline_HeadingInputs */

const en_info_offline_heading = /** @type {(inputs: Info_Offline_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're offline`)
};

const es_info_offline_heading = /** @type {(inputs: Info_Offline_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estás sin conexión`)
};

const fr_info_offline_heading = /** @type {(inputs: Info_Offline_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes hors ligne`)
};

/**
* | output |
* | --- |
* | "You're offline" |
*
* @param {Info_Offline_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_offline_heading = /** @type {((inputs?: Info_Offline_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Offline_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_offline_heading(inputs)
	if (locale === "fr") return fr_info_offline_heading(inputs)
	return en_info_offline_heading(inputs)
});