/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Nf_Event_CancelledInputs */

const en_admin_nf_event_cancelled = /** @type {(inputs: Admin_Nf_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event is cancelled; registrants are emailed.`)
};

const es_admin_nf_event_cancelled = /** @type {(inputs: Admin_Nf_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El evento está cancelado; se avisa por correo a los inscritos.`)
};

const fr_admin_nf_event_cancelled = /** @type {(inputs: Admin_Nf_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’événement est annulé ; les inscrits sont prévenus par e-mail.`)
};

/**
* | output |
* | --- |
* | "The event is cancelled; registrants are emailed." |
*
* @param {Admin_Nf_Event_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_nf_event_cancelled = /** @type {((inputs?: Admin_Nf_Event_CancelledInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Nf_Event_CancelledInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_nf_event_cancelled(inputs)
	if (locale === "fr") return fr_admin_nf_event_cancelled(inputs)
	return en_admin_nf_event_cancelled(inputs)
});