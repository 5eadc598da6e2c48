/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Tt_Step_PortalInputs */

const en_partners_tt_step_portal = /** @type {(inputs: Partners_Tt_Step_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Portal access`)
};

const es_partners_tt_step_portal = /** @type {(inputs: Partners_Tt_Step_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso al portal`)
};

const fr_partners_tt_step_portal = /** @type {(inputs: Partners_Tt_Step_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès au portail`)
};

/**
* | output |
* | --- |
* | "Portal access" |
*
* @param {Partners_Tt_Step_PortalInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_tt_step_portal = /** @type {((inputs?: Partners_Tt_Step_PortalInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Tt_Step_PortalInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_tt_step_portal(inputs)
	if (locale === "fr") return fr_partners_tt_step_portal(inputs)
	return en_partners_tt_step_portal(inputs)
});