/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_CancelledInputs */

const en_organiser_msg_cancelled = /** @type {(inputs: Organiser_Msg_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event cancelled. Every registrant has been emailed.`)
};

const es_organiser_msg_cancelled = /** @type {(inputs: Organiser_Msg_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evento cancelado. Les enviamos un correo a todas las personas inscritas.`)
};

const fr_organiser_msg_cancelled = /** @type {(inputs: Organiser_Msg_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement annulé. Chaque inscrit a été prévenu par e-mail.`)
};

/**
* | output |
* | --- |
* | "Event cancelled. Every registrant has been emailed." |
*
* @param {Organiser_Msg_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_cancelled = /** @type {((inputs?: Organiser_Msg_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_cancelled(inputs)
	if (locale === "fr") return fr_organiser_msg_cancelled(inputs)
	return en_organiser_msg_cancelled(inputs)
});