/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Service_Saved_TitleInputs */

const en_organiser_service_saved_title = /** @type {(inputs: Organiser_Service_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service saved`)
};

const es_organiser_service_saved_title = /** @type {(inputs: Organiser_Service_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicio guardado`)
};

const fr_organiser_service_saved_title = /** @type {(inputs: Organiser_Service_Saved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prestation enregistrée`)
};

/**
* | output |
* | --- |
* | "Service saved" |
*
* @param {Organiser_Service_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_service_saved_title = /** @type {((inputs?: Organiser_Service_Saved_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Service_Saved_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_service_saved_title(inputs)
	if (locale === "fr") return fr_organiser_service_saved_title(inputs)
	return en_organiser_service_saved_title(inputs)
});