/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Save_EventInputs */

const en_admin_save_event = /** @type {(inputs: Admin_Save_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save event`)
};

const es_admin_save_event = /** @type {(inputs: Admin_Save_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar evento`)
};

const fr_admin_save_event = /** @type {(inputs: Admin_Save_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer l’événement`)
};

/**
* | output |
* | --- |
* | "Save event" |
*
* @param {Admin_Save_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_save_event = /** @type {((inputs?: Admin_Save_EventInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Save_EventInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_save_event(inputs)
	if (locale === "fr") return fr_admin_save_event(inputs)
	return en_admin_save_event(inputs)
});