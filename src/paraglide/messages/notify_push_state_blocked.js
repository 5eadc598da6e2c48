/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notify_Push_State_BlockedInputs */

const en_notify_push_state_blocked = /** @type {(inputs: Notify_Push_State_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked by the browser: allow notifications for this site in your browser's settings, then reload this page.`)
};

const es_notify_push_state_blocked = /** @type {(inputs: Notify_Push_State_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloqueadas por el navegador: permite las notificaciones de este sitio en la configuración de tu navegador y vuelve a cargar esta página.`)
};

const fr_notify_push_state_blocked = /** @type {(inputs: Notify_Push_State_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloquées par le navigateur : autorisez les notifications de ce site dans les réglages de votre navigateur, puis rechargez cette page.`)
};

/**
* | output |
* | --- |
* | "Blocked by the browser: allow notifications for this site in your browser's settings, then reload this page." |
*
* @param {Notify_Push_State_BlockedInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const notify_push_state_blocked = /** @type {((inputs?: Notify_Push_State_BlockedInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Push_State_BlockedInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notify_push_state_blocked(inputs)
	if (locale === "fr") return fr_notify_push_state_blocked(inputs)
	return en_notify_push_state_blocked(inputs)
});