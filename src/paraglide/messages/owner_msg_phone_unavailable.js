/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Phone_UnavailableInputs */

const en_owner_msg_phone_unavailable = /** @type {(inputs: Owner_Msg_Phone_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes by phone are not available on this site yet. Choose another way.`)
};

const es_owner_msg_phone_unavailable = /** @type {(inputs: Owner_Msg_Phone_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los códigos por teléfono todavía no están disponibles en este sitio. Elige otra forma.`)
};

const fr_owner_msg_phone_unavailable = /** @type {(inputs: Owner_Msg_Phone_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les codes par téléphone ne sont pas encore disponibles sur ce site. Choisissez un autre moyen.`)
};

/**
* | output |
* | --- |
* | "Codes by phone are not available on this site yet. Choose another way." |
*
* @param {Owner_Msg_Phone_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_phone_unavailable = /** @type {((inputs?: Owner_Msg_Phone_UnavailableInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Phone_UnavailableInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_phone_unavailable(inputs)
	if (locale === "fr") return fr_owner_msg_phone_unavailable(inputs)
	return en_owner_msg_phone_unavailable(inputs)
});