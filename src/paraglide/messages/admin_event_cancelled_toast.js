/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Admin_Event_Cancelled_ToastInputs */

const en_admin_event_cancelled_toast = /** @type {(inputs: Admin_Event_Cancelled_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is cancelled; registrants are emailed.`)
};

const es_admin_event_cancelled_toast = /** @type {(inputs: Admin_Event_Cancelled_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se canceló ${i?.title}; se avisa por correo a los inscritos.`)
};

const fr_admin_event_cancelled_toast = /** @type {(inputs: Admin_Event_Cancelled_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’événement ${i?.title} est annulé ; les inscrits sont prévenus par e-mail.`)
};

/**
* | output |
* | --- |
* | "{title} is cancelled; registrants are emailed." |
*
* @param {Admin_Event_Cancelled_ToastInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_event_cancelled_toast = /** @type {((inputs: Admin_Event_Cancelled_ToastInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Event_Cancelled_ToastInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_event_cancelled_toast(inputs)
	if (locale === "fr") return fr_admin_event_cancelled_toast(inputs)
	return en_admin_event_cancelled_toast(inputs)
});