/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notices_Share_Copy_FailedInputs */

const en_notices_share_copy_failed = /** @type {(inputs: Notices_Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please copy the link manually`)
};

const es_notices_share_copy_failed = /** @type {(inputs: Notices_Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copia el enlace manualmente`)
};

const fr_notices_share_copy_failed = /** @type {(inputs: Notices_Share_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez copier le lien manuellement`)
};

/**
* | output |
* | --- |
* | "Please copy the link manually" |
*
* @param {Notices_Share_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notices_share_copy_failed = /** @type {((inputs?: Notices_Share_Copy_FailedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Share_Copy_FailedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notices_share_copy_failed(inputs)
	if (locale === "fr") return fr_notices_share_copy_failed(inputs)
	return en_notices_share_copy_failed(inputs)
});