/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Share_CopiedInputs */

const en_notices_share_copied = /** @type {(inputs: Notices_Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied!`)
};

const es_notices_share_copied = /** @type {(inputs: Notices_Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Copiado!`)
};

const fr_notices_share_copied = /** @type {(inputs: Notices_Share_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copié !`)
};

/**
* | output |
* | --- |
* | "Copied!" |
*
* @param {Notices_Share_CopiedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_share_copied = /** @type {((inputs?: Notices_Share_CopiedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Share_CopiedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_share_copied(inputs)
	if (locale === "fr") return fr_notices_share_copied(inputs)
	return en_notices_share_copied(inputs)
});