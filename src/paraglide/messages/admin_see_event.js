/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_See_EventInputs */

const en_admin_see_event = /** @type {(inputs: Admin_See_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the new event`)
};

const es_admin_see_event = /** @type {(inputs: Admin_See_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver el nuevo evento`)
};

const fr_admin_see_event = /** @type {(inputs: Admin_See_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le nouvel événement`)
};

/**
* | output |
* | --- |
* | "See the new event" |
*
* @param {Admin_See_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_see_event = /** @type {((inputs?: Admin_See_EventInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_See_EventInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_see_event(inputs)
	if (locale === "fr") return fr_admin_see_event(inputs)
	return en_admin_see_event(inputs)
});