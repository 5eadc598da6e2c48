/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Reset_Link_InvalidInputs */

const en_accounts_reset_link_invalid = /** @type {(inputs: Accounts_Reset_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This reset link is invalid, has expired or was already used. Please request a new one.`)
};

const es_accounts_reset_link_invalid = /** @type {(inputs: Accounts_Reset_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este enlace de restablecimiento no es válido, expiró o ya se usó. Solicita uno nuevo.`)
};

const fr_accounts_reset_link_invalid = /** @type {(inputs: Accounts_Reset_Link_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de réinitialisation n’est pas valide, a expiré ou a déjà servi. Veuillez en demander un nouveau.`)
};

/**
* | output |
* | --- |
* | "This reset link is invalid, has expired or was already used. Please request a new one." |
*
* @param {Accounts_Reset_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_reset_link_invalid = /** @type {((inputs?: Accounts_Reset_Link_InvalidInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Reset_Link_InvalidInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_reset_link_invalid(inputs)
	if (locale === "fr") return fr_accounts_reset_link_invalid(inputs)
	return en_accounts_reset_link_invalid(inputs)
});