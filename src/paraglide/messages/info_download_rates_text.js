/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_Rates_TextInputs */

const en_info_download_rates_text = /** @type {(inputs: Info_Download_Rates_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guided tour rates per person, standard and group, with group sizes and durations.`)
};

const es_info_download_rates_text = /** @type {(inputs: Info_Download_Rates_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precios por persona de las visitas guiadas, estándar y de grupo, con tamaños de grupo y duraciones.`)
};

const fr_info_download_rates_text = /** @type {(inputs: Info_Download_Rates_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifs des visites guidées par personne, standard et groupe, avec tailles de groupe et durées.`)
};

/**
* | output |
* | --- |
* | "Guided tour rates per person, standard and group, with group sizes and durations." |
*
* @param {Info_Download_Rates_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_rates_text = /** @type {((inputs?: Info_Download_Rates_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_Rates_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_rates_text(inputs)
	if (locale === "fr") return fr_info_download_rates_text(inputs)
	return en_info_download_rates_text(inputs)
});