/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_Service_SavedInputs */

const en_organiser_msg_service_saved = /** @type {(inputs: Organiser_Msg_Service_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service saved: add the times it runs.`)
};

const es_organiser_msg_service_saved = /** @type {(inputs: Organiser_Msg_Service_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servicio guardado: agrega los horarios en que se ofrece.`)
};

const fr_organiser_msg_service_saved = /** @type {(inputs: Organiser_Msg_Service_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prestation enregistrée : ajoutez ses créneaux.`)
};

/**
* | output |
* | --- |
* | "Service saved: add the times it runs." |
*
* @param {Organiser_Msg_Service_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_service_saved = /** @type {((inputs?: Organiser_Msg_Service_SavedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Service_SavedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_service_saved(inputs)
	if (locale === "fr") return fr_organiser_msg_service_saved(inputs)
	return en_organiser_msg_service_saved(inputs)
});