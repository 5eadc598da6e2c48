/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Card_Awaiting_NoteInputs */

const en_admin_card_awaiting_note = /** @type {(inputs: Admin_Card_Awaiting_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`claims, applications, reports, photos, uploads`)
};

const es_admin_card_awaiting_note = /** @type {(inputs: Admin_Card_Awaiting_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reclamaciones, solicitudes, denuncias, fotos, cargas`)
};

const fr_admin_card_awaiting_note = /** @type {(inputs: Admin_Card_Awaiting_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`revendications, candidatures, signalements, photos, dépôts`)
};

/**
* | output |
* | --- |
* | "claims, applications, reports, photos, uploads" |
*
* @param {Admin_Card_Awaiting_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_card_awaiting_note = /** @type {((inputs?: Admin_Card_Awaiting_NoteInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Card_Awaiting_NoteInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_card_awaiting_note(inputs)
	if (locale === "fr") return fr_admin_card_awaiting_note(inputs)
	return en_admin_card_awaiting_note(inputs)
});