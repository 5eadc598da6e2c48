/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_FailedInputs */

const en_organiser_msg_failed = /** @type {(inputs: Organiser_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to save the event. Please try again.`)
};

const es_organiser_msg_failed = /** @type {(inputs: Organiser_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el evento. Vuelve a intentarlo.`)
};

const fr_organiser_msg_failed = /** @type {(inputs: Organiser_Msg_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d’enregistrer l’événement. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Failed to save the event. Please try again." |
*
* @param {Organiser_Msg_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_failed = /** @type {((inputs?: Organiser_Msg_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_failed(inputs)
	if (locale === "fr") return fr_organiser_msg_failed(inputs)
	return en_organiser_msg_failed(inputs)
});