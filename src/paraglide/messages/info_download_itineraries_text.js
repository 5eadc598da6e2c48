/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Download_Itineraries_TextInputs */

const en_info_download_itineraries_text = /** @type {(inputs: Info_Download_Itineraries_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Five tested group days: jazz and the Renaissance, gospel Sunday, El Barrio, Sugar Hill to the Cloisters, and a student day.`)
};

const es_info_download_itineraries_text = /** @type {(inputs: Info_Download_Itineraries_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cinco jornadas de grupo probadas: el jazz y el Renacimiento, un domingo de gospel, El Barrio, de Sugar Hill a The Cloisters y un día para estudiantes.`)
};

const fr_info_download_itineraries_text = /** @type {(inputs: Info_Download_Itineraries_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cinq journées de groupe éprouvées : le jazz et la Renaissance, un dimanche gospel, El Barrio, de Sugar Hill aux Cloisters, et une journée pour les scolaires.`)
};

/**
* | output |
* | --- |
* | "Five tested group days: jazz and the Renaissance, gospel Sunday, El Barrio, Sugar Hill to the Cloisters, and a student day." |
*
* @param {Info_Download_Itineraries_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_download_itineraries_text = /** @type {((inputs?: Info_Download_Itineraries_TextInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Download_Itineraries_TextInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_download_itineraries_text(inputs)
	if (locale === "fr") return fr_info_download_itineraries_text(inputs)
	return en_info_download_itineraries_text(inputs)
});