/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accounts_Privacy_PolicyInputs */

const en_accounts_privacy_policy = /** @type {(inputs: Accounts_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

const es_accounts_privacy_policy = /** @type {(inputs: Accounts_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidad`)
};

const fr_accounts_privacy_policy = /** @type {(inputs: Accounts_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Accounts_Privacy_PolicyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const accounts_privacy_policy = /** @type {((inputs?: Accounts_Privacy_PolicyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Accounts_Privacy_PolicyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_accounts_privacy_policy(inputs)
	if (locale === "fr") return fr_accounts_privacy_policy(inputs)
	return en_accounts_privacy_policy(inputs)
});