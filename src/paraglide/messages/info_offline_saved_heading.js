/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Offline_Saved_HeadingInputs */

const en_info_offline_saved_heading = /** @type {(inputs: Info_Offline_Saved_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved for offline`)
};

const es_info_offline_saved_heading = /** @type {(inputs: Info_Offline_Saved_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardado para usar sin conexión`)
};

const fr_info_offline_saved_heading = /** @type {(inputs: Info_Offline_Saved_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré hors ligne`)
};

/**
* | output |
* | --- |
* | "Saved for offline" |
*
* @param {Info_Offline_Saved_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_offline_saved_heading = /** @type {((inputs?: Info_Offline_Saved_HeadingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Offline_Saved_HeadingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_offline_saved_heading(inputs)
	if (locale === "fr") return fr_info_offline_saved_heading(inputs)
	return en_info_offline_saved_heading(inputs)
});