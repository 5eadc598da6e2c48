/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_Mo_No_ApplicationsInputs */

const en_moderation_mo_no_applications = /** @type {(inputs: Moderation_Mo_No_ApplicationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No applications waiting.`)
};

const es_moderation_mo_no_applications = /** @type {(inputs: Moderation_Mo_No_ApplicationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay solicitudes de alianza pendientes.`)
};

const fr_moderation_mo_no_applications = /** @type {(inputs: Moderation_Mo_No_ApplicationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune candidature en attente.`)
};

/**
* | output |
* | --- |
* | "No applications waiting." |
*
* @param {Moderation_Mo_No_ApplicationsInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_mo_no_applications = /** @type {((inputs?: Moderation_Mo_No_ApplicationsInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_Mo_No_ApplicationsInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_mo_no_applications(inputs)
	if (locale === "fr") return fr_moderation_mo_no_applications(inputs)
	return en_moderation_mo_no_applications(inputs)
});