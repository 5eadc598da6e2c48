/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Cancel_EventInputs */

const en_admin_cancel_event = /** @type {(inputs: Admin_Cancel_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel event`)
};

const es_admin_cancel_event = /** @type {(inputs: Admin_Cancel_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar evento`)
};

const fr_admin_cancel_event = /** @type {(inputs: Admin_Cancel_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler l’événement`)
};

/**
* | output |
* | --- |
* | "Cancel event" |
*
* @param {Admin_Cancel_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_cancel_event = /** @type {((inputs?: Admin_Cancel_EventInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Cancel_EventInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_cancel_event(inputs)
	if (locale === "fr") return fr_admin_cancel_event(inputs)
	return en_admin_cancel_event(inputs)
});