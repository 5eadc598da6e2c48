/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Service_FailedInputs */

const en_organiser_service_failed = /** @type {(inputs: Organiser_Service_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to save the service.`)
};

const es_organiser_service_failed = /** @type {(inputs: Organiser_Service_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el servicio.`)
};

const fr_organiser_service_failed = /** @type {(inputs: Organiser_Service_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d’enregistrer la prestation.`)
};

/**
* | output |
* | --- |
* | "Failed to save the service." |
*
* @param {Organiser_Service_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_service_failed = /** @type {((inputs?: Organiser_Service_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Service_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_service_failed(inputs)
	if (locale === "fr") return fr_organiser_service_failed(inputs)
	return en_organiser_service_failed(inputs)
});