/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Admin_Cancel_Event_ConfirmInputs */

const en_admin_cancel_event_confirm = /** @type {(inputs: Admin_Cancel_Event_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancel ${i?.title}? Every registrant is emailed and paid tickets are refunded.`)
};

const es_admin_cancel_event_confirm = /** @type {(inputs: Admin_Cancel_Event_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Cancelar ${i?.title}? Se avisará por correo a cada inscrito y se reembolsarán las entradas pagadas.`)
};

const fr_admin_cancel_event_confirm = /** @type {(inputs: Admin_Cancel_Event_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annuler ${i?.title} ? Chaque inscrit est prévenu par e-mail et les billets payés sont remboursés.`)
};

/**
* | output |
* | --- |
* | "Cancel {title}? Every registrant is emailed and paid tickets are refunded." |
*
* @param {Admin_Cancel_Event_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_event_confirm = /** @type {((inputs: Admin_Cancel_Event_ConfirmInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_Event_ConfirmInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_cancel_event_confirm(inputs)
	if (locale === "fr") return fr_admin_cancel_event_confirm(inputs)
	return en_admin_cancel_event_confirm(inputs)
});