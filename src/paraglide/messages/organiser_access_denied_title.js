/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Access_Denied_TitleInputs */

const en_organiser_access_denied_title = /** @type {(inputs: Organiser_Access_Denied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access Denied`)
};

const es_organiser_access_denied_title = /** @type {(inputs: Organiser_Access_Denied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso denegado`)
};

const fr_organiser_access_denied_title = /** @type {(inputs: Organiser_Access_Denied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès refusé`)
};

/**
* | output |
* | --- |
* | "Access Denied" |
*
* @param {Organiser_Access_Denied_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_access_denied_title = /** @type {((inputs?: Organiser_Access_Denied_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Access_Denied_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_access_denied_title(inputs)
	if (locale === "fr") return fr_organiser_access_denied_title(inputs)
	return en_organiser_access_denied_title(inputs)
});