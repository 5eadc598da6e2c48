/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Info_Access_LeadInputs */

const en_info_access_lead = /** @type {(inputs: Info_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem belongs to everyone who visits it. These settings change how every page of the guide looks and reads, on this device, and in your account when you are signed in.`)
};

const es_info_access_lead = /** @type {(inputs: Info_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem es de todos los que lo visitan. Estos ajustes cambian cómo se ve y se lee cada página de la guía, en este dispositivo y en tu cuenta cuando hayas iniciado sesión.`)
};

const fr_info_access_lead = /** @type {(inputs: Info_Access_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harlem appartient à tous ceux qui le visitent. Ces réglages changent l’apparence et la lecture de chaque page du guide, sur cet appareil, et dans votre compte quand vous êtes connecté.`)
};

/**
* | output |
* | --- |
* | "Harlem belongs to everyone who visits it. These settings change how every page of the guide looks and reads, on this device, and in your account when you are..." |
*
* @param {Info_Access_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const info_access_lead = /** @type {((inputs?: Info_Access_LeadInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Info_Access_LeadInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_info_access_lead(inputs)
	if (locale === "fr") return fr_info_access_lead(inputs)
	return en_info_access_lead(inputs)
});