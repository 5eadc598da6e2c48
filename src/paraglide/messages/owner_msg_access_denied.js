/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Access_DeniedInputs */

const en_owner_msg_access_denied = /** @type {(inputs: Owner_Msg_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access Denied`)
};

const es_owner_msg_access_denied = /** @type {(inputs: Owner_Msg_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso denegado`)
};

const fr_owner_msg_access_denied = /** @type {(inputs: Owner_Msg_Access_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès refusé`)
};

/**
* | output |
* | --- |
* | "Access Denied" |
*
* @param {Owner_Msg_Access_DeniedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_access_denied = /** @type {((inputs?: Owner_Msg_Access_DeniedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Access_DeniedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_access_denied(inputs)
	if (locale === "fr") return fr_owner_msg_access_denied(inputs)
	return en_owner_msg_access_denied(inputs)
});