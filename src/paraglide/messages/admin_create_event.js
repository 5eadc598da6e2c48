/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Create_EventInputs */

const en_admin_create_event = /** @type {(inputs: Admin_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Event`)
};

const es_admin_create_event = /** @type {(inputs: Admin_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear evento`)
};

const fr_admin_create_event = /** @type {(inputs: Admin_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un événement`)
};

/**
* | output |
* | --- |
* | "Create Event" |
*
* @param {Admin_Create_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_create_event = /** @type {((inputs?: Admin_Create_EventInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Create_EventInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_create_event(inputs)
	if (locale === "fr") return fr_admin_create_event(inputs)
	return en_admin_create_event(inputs)
});