/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Media_Error_Owner_RequiredInputs */

const en_media_error_owner_required = /** @type {(inputs: Media_Error_Owner_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business owner access required`)
};

const es_media_error_owner_required = /** @type {(inputs: Media_Error_Owner_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se requiere acceso de dueño de negocio`)
};

const fr_media_error_owner_required = /** @type {(inputs: Media_Error_Owner_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès propriétaire de commerce requis`)
};

/**
* | output |
* | --- |
* | "Business owner access required" |
*
* @param {Media_Error_Owner_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const media_error_owner_required = /** @type {((inputs?: Media_Error_Owner_RequiredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Media_Error_Owner_RequiredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_media_error_owner_required(inputs)
	if (locale === "fr") return fr_media_error_owner_required(inputs)
	return en_media_error_owner_required(inputs)
});